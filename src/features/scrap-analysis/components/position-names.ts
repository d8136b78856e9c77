import { useLingui } from '@lingui/react/macro';

/** A scrapped tire's position class as the reader says it; another code as it is. */
export function usePositionName(): (positionClass: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = { steer: t`Steer`, drive: t`Drive`, trail: t`Trailer`, unknown: t`Unknown position` };
  return (positionClass) => names[positionClass] ?? positionClass;
}
