/** IP requests' pages (issue 40, product.md 2 /ip-request and /search/ips): a member's, the marketplace, the console's. */
export const ipPaths = {
  list: '/ip-request',
  detail: '/ip-request/:uuid',
  marketplace: '/search/ips',
  /** Under the console's /admin. */
  queue: 'ip-requests',
  adminDetail: 'ip-requests/:uuid',
} as const;

export const ipRequestPath = (uuid: string) => `${ipPaths.list}/${encodeURIComponent(uuid)}`;
export const adminIpRequestPath = (uuid: string) => `/admin/ip-requests/${encodeURIComponent(uuid)}`;
