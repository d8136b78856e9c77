import { pgEnum } from 'drizzle-orm/pg-core';

export const userGroup = pgEnum('user_group', ['CUS', 'DLR', 'WIN', 'GYR', 'SSC', 'ADMIN']);
export const unitOfMeasurement = pgEnum('unit_of_measurement', ['imperial', 'metric']);
export const positionClass = pgEnum('position_class', ['steer', 'drive', 'trail', 'unknown']);
export const tireSide = pgEnum('tire_side', ['left', 'right']);
/** Single tires sit in the middle; duals are inner and outer. */
export const tirePlace = pgEnum('tire_place', ['single', 'inner', 'outer']);
export const tireStatus = pgEnum('tire_status', ['mounted', 'spare', 'removed', 'scrapped', 'in_retread']);
export const surveyStatus = pgEnum('survey_status', ['open', 'finished']);
export const crossingDirection = pgEnum('crossing_direction', ['in', 'out']);
export const serviceCallType = pgEnum('service_call_type', ['emergency', 'scheduled', 'stock']);
export const serviceCallPlace = pgEnum('service_call_place', ['roadside', 'yard', 'shop']);
export const serviceItemKind = pgEnum('service_item_kind', ['new_tire', 'retread', 'repair', 'labor']);
export const casingStatus = pgEnum('casing_status', ['retread', 'used', 'rejected']);
export const reportJobStatus = pgEnum('report_job_status', ['queued', 'running', 'done', 'failed']);
export const generatedReportKind = pgEnum('generated_report_kind', ['fleet_condition', 'product_analysis', 'unit_history']);
