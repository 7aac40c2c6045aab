/**
 * What a rollback restores: the content folders the studio edits (content-path.ts: pages/ and
 * forms/) and the uploaded pictures (media/). Code, schemas and settings outside them stay as
 * main has them.
 */
import { CONTENT_FOLDERS, MEDIA_FOLDER } from '../../server/content-path.ts';

export const RESTORED_FOLDERS: readonly string[] = [...CONTENT_FOLDERS, MEDIA_FOLDER];
