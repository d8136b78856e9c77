/** Spec 1 §9: old Internet Explorer fails on longer addresses. */
export const IE_URL_LIMIT = 2000;

/** Internet Explorer 11 says Trident; older ones say MSIE. */
export const isOldInternetExplorer = (userAgent: string) => /Trident\/|MSIE /.test(userAgent);

export function isUrlTooLong(url: string, userAgent: string): boolean {
  return url.length > IE_URL_LIMIT && isOldInternetExplorer(userAgent);
}
