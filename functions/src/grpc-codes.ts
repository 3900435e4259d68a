// The gRPC status codes the Admin SDK's Firestore errors carry (error.code), for the writes that expect
// one: a precondition that no longer holds, a document created meanwhile or gone, a lost transaction.
export const GRPC = { NOT_FOUND: 5, ALREADY_EXISTS: 6, FAILED_PRECONDITION: 9, ABORTED: 10 } as const;

/** Whether a Firestore error carries one of these codes. */
export const hasGrpcCode = (error: unknown, ...codes: number[]) => codes.includes((error as { code?: unknown }).code as number);
