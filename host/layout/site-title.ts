/** The site title appended to every page title (docs/product/routes.md). */
export const SITE_TITLE = '药批';

export function documentTitle(routeTitle: string): string {
  return routeTitle && routeTitle !== SITE_TITLE ? `${routeTitle} - ${SITE_TITLE}` : `${SITE_TITLE} - 医药采购批发平台`;
}
