import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection through it and stops accepting new ones, as a server that went down. */
  stop(): Promise<void>;
}

/**
 * Forwards a local port to `target`: a test points a client at it and cuts it to play a server restart (connections
 * dropped, then refused until `startTcpProxy` is called again on the same port) without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(target.port, target.host);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    incoming.pipe(outgoing);
    outgoing.pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
