import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ACCOUNT_TYPE, type AccountTypeCode } from '../../../contract/common-lookups';

/** The account type codes of spec 3 §3, as the account table and its filters name them. */
export const ACCOUNT_TYPE_LABELS: Record<AccountTypeCode, MessageDescriptor> = {
  [ACCOUNT_TYPE.unknown]: msg`Unknown`,
  [ACCOUNT_TYPE.localBook]: msg`Local book`,
  [ACCOUNT_TYPE.preferredFleet]: msg`Preferred fleet`,
  [ACCOUNT_TYPE.nationalAccount]: msg`US national account`,
  [ACCOUNT_TYPE.canadianCommonOwner]: msg`Canadian common owner`,
  [ACCOUNT_TYPE.government]: msg`Government`,
  [ACCOUNT_TYPE.leasing]: msg`Leasing customer`,
  [ACCOUNT_TYPE.canadianNationalAccount]: msg`Canadian national account`,
};
