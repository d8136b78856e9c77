/** Client-generated ids: records and outbox entries are named before the server knows them. */
export function newLocalId(): string {
  return crypto.randomUUID();
}

export function positionKey(position: { axle_number: number; side: string; place: string }): string {
  return `${position.axle_number}-${position.side}-${position.place}`;
}
