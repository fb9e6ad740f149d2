import { createServer, type AddressInfo } from "node:net";

/**
 * A port that answers no request: every connection is dropped as it opens, as when a provider cannot be reached. It
 * stays bound for the whole run, so no server started after it can be handed the same port and answer in its place
 * (a port bound and closed again could be, and once was: a CI run's "unreachable" Stripe answered "No such route").
 */
export async function droppingPort(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
