import { ACCOUNT_TYPE, type FleetLocationStructure } from '../../../contract/common-lookups';
import type { Scope } from '../../tenancy';

/**
 * Which account kinds the account pickers offer (spec 1 §6): a kind is shown when the user
 * can see at least one account of it; staff see every kind. Staff and dealers may open the
 * pickers before any survey exists; a customer may when it belongs to some account.
 */
export function fleetLocationStructure(scope: Scope, typesInScope: ReadonlySet<number>, reportType: string | null): FleetLocationStructure {
  const shows = (type: number) => scope.kind === 'staff' || typesInScope.has(type);
  return {
    show_unknown: shows(ACCOUNT_TYPE.unknown),
    show_localbook: shows(ACCOUNT_TYPE.localBook),
    show_government: shows(ACCOUNT_TYPE.government),
    show_preferred_fleet: shows(ACCOUNT_TYPE.preferredFleet),
    show_national_account: shows(ACCOUNT_TYPE.nationalAccount),
    show_canadian_common_owner: shows(ACCOUNT_TYPE.canadianCommonOwner),
    show_canadian_national_account: shows(ACCOUNT_TYPE.canadianNationalAccount),
    show_leasing: shows(ACCOUNT_TYPE.leasing),
    report_type: reportType,
    has_access_without_surveys: scope.kind !== 'customer' || scope.accountIds.length > 0,
  };
}
