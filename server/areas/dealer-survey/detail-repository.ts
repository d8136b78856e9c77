import type { Db } from '../../db/client';
import { surveys } from '../../db/schema';
import { surveyFilter, type Scope } from '../../tenancy';
import { requireSurveyHeader } from '../survey-header';

/** A live survey the user may see (a dealer: only its own); others answer 404 like a missing one. */
export const requireDealerSurvey = (db: Db, scope: Scope, id: number) => requireSurveyHeader(db, id, surveyFilter(scope, surveys));
