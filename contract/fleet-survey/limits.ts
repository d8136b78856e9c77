/**
 * Plain limits of the field survey, without a schema: the tablet's inputs check them, and
 * importing them from the schema modules would pull zod into the survey screens' first load.
 * The schema modules re-export them, so the server imports them from where it always has.
 */

/** 200 psi = 13.79 bar and 100/32 in = 79.38 mm are the largest values spec 1 §9 allows. */
export const MAX_PRESSURE_PSI = 200;
export const MAX_TREAD_DEPTH_MM = 79.38;

/** Recipients of one finished survey's e-mail. */
export const MAX_EMAIL_RECIPIENTS = 10;
