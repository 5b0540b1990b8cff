/** GET /v1/individual/{id}: the owner's profile (spec foundation §7). */
export function ownerProfilePath(individualId: number): string {
  return `/v1/individual/${individualId}`;
}

/** GET /v1/services/status/{id}: the status of every service the owner bought (foundation §7). */
export function servicesStatusPath(individualId: number): string {
  return `/v1/services/status/${individualId}`;
}

/** GET /v1/services/orders/{id}: every order the owner placed, with its history (decision 0085). */
export function serviceOrdersPath(individualId: number): string {
  return `/v1/services/orders/${individualId}`;
}
