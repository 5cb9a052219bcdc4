import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { listenOnLocalhost, type ListeningServer } from '../../emulator/listen';
import { createStaticApp } from '../static-server';

/** The export as a static host serves it: the project's static server, plus gzip as hosts add. */
export function serveCompressed(root: string, port: number): Promise<ListeningServer> {
  const app = new Hono();
  app.use(compress({ encoding: 'gzip' }));
  app.route('/', createStaticApp(root));
  return listenOnLocalhost(app.fetch, port);
}
