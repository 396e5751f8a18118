// Ids of new plan items (UUID v4): the server keeps a new table's id as its guid.
import { randomUuid } from '../lib/random-uuid';

export const newId = randomUuid;
