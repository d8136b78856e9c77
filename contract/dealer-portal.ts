/**
 * Dealer lists (spec 3 §3 "Dealer lists", §7 "Other"): dealers, the manufacturer's own service
 * centers (CTSC) by region, and the fleet locations a dealer serves, each as id and text. Staff
 * see every dealer; a dealer sees itself and the centers; a customer sees the dealers serving
 * its accounts and the centers; locations are always narrowed to the caller's own scope.
 */
import { z } from 'zod';
import { bodyId } from './common-lookups';

export const idText = z.object({ id: z.number().int(), text: z.string() });
export type IdText = z.infer<typeof idText>;

export const dealersResponse = z.object({ dealers: z.array(idText) });
export const ctscLocationsResponse = z.object({
  regions: z.array(z.object({ region: z.string(), locations: z.array(idText) })),
});
export const dealerLocationsRequest = z.object({ dealer_id: bodyId });
export const dealerLocationsResponse = z.object({ locations: z.array(idText) });

/** tire_management_reports/get: the tire-management reports with whether the user may open each. */
export const tireManagementReportsResponse = z.object({
  reports: z.array(z.object({ area: z.string(), code: z.string(), name: z.string(), route: z.string(), has_access: z.boolean() })),
});
