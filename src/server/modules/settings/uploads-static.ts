import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../../config';
import { uploadsDir } from './uploads-service';

/** Serves the restaurants' uploaded pictures at /uploads/… (file names are random: cache them long). */
export async function registerUploads(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = uploadsDir(config.dataDir);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
    allowedPath: (pathName) => /^\/?[A-Za-z0-9-]+\/[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(pathName),
  });
}
