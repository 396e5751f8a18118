import { z } from 'zod';
import { rowIdParam } from '../schemas/ids';
import { eventSchema, labelImageSchema, orderSchema, questionSchema, tableSchema } from '../schemas/settings';
import { createdGuid, envelopeOf, messageOnly } from '../schemas/responses/envelope';
import { eventsListSchema, labelImageListSchema, questionsListSchema, tablesListSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';
import { strandable } from './settings';

// The restaurant's catalogue in its settings: tables, placement legends and preference icons,
// events and the questions put to diners.

const base = '/staff/restaurants/:restaurantId/settings';
const guidParams = restaurantParams.extend({ guid: z.string().min(1).max(64) });
const idParams = restaurantParams.extend({ id: rowIdParam });

export const listTables = defineEndpoint({
  method: 'GET',
  path: `${base}/tables`,
  ...staffOnly,
  summary: 'Tables',
  params: restaurantParams,
  responses: { 200: envelopeOf(tablesListSchema) },
});

export const addTable = defineEndpoint({
  method: 'POST',
  path: `${base}/tables`,
  ...staffOnly,
  summary: 'Ajouter une table',
  params: restaurantParams,
  body: tableSchema,
  responses: createdGuid,
});

export const saveTable = defineEndpoint({
  method: 'PUT',
  path: `${base}/tables/:guid`,
  ...staffOnly,
  summary: 'Modifier une table',
  params: guidParams,
  body: tableSchema,
  responses: strandable,
});

export const removeTable = defineEndpoint({
  method: 'DELETE',
  path: `${base}/tables/:guid`,
  ...staffOnly,
  summary: 'Supprimer une table',
  params: guidParams,
  query: z.strictObject({ confirm: z.enum(['true', 'false']).optional() }),
  responses: strandable,
});

/** Placement legends and preference icons are the same kind of item, each list under its own path. */
function labelEndpoints<const Kind extends 'legends' | 'icons'>(kind: Kind, label: string) {
  return [
    defineEndpoint({
      method: 'GET',
      path: `${base}/${kind}`,
      ...staffOnly,
      summary: label,
      params: restaurantParams,
      responses: { 200: envelopeOf(labelImageListSchema) },
    }),
    defineEndpoint({
      method: 'POST',
      path: `${base}/${kind}`,
      ...staffOnly,
      summary: `${label} : ajouter`,
      params: restaurantParams,
      body: labelImageSchema,
      responses: createdGuid,
    }),
    defineEndpoint({
      method: 'PUT',
      path: `${base}/${kind}/:guid`,
      ...staffOnly,
      summary: `${label} : modifier`,
      params: guidParams,
      body: labelImageSchema,
      responses: messageOnly,
    }),
    defineEndpoint({
      method: 'DELETE',
      path: `${base}/${kind}/:guid`,
      ...staffOnly,
      summary: `${label} : supprimer`,
      params: guidParams,
      responses: messageOnly,
    }),
  ] as const;
}

export const [listLegends, addLegend, saveLegend, removeLegend] = labelEndpoints('legends', 'Emplacements');
export const [listIcons, addIcon, saveIcon, removeIcon] = labelEndpoints('icons', 'Icônes de préférence');

export const listEvents = defineEndpoint({
  method: 'GET',
  path: `${base}/events`,
  ...staffOnly,
  summary: 'Évènements à venir',
  params: restaurantParams,
  responses: { 200: envelopeOf(eventsListSchema) },
});

export const addEvent = defineEndpoint({
  method: 'POST',
  path: `${base}/events`,
  ...staffOnly,
  summary: 'Ajouter un évènement',
  params: restaurantParams,
  body: eventSchema,
  responses: createdGuid,
});

export const saveEvent = defineEndpoint({
  method: 'PUT',
  path: `${base}/events/:guid`,
  ...staffOnly,
  summary: 'Modifier un évènement',
  params: guidParams,
  body: eventSchema,
  responses: messageOnly,
});

export const removeEvent = defineEndpoint({
  method: 'DELETE',
  path: `${base}/events/:guid`,
  ...staffOnly,
  summary: 'Supprimer un évènement',
  params: guidParams,
  responses: messageOnly,
});

export const listQuestions = defineEndpoint({
  method: 'GET',
  path: `${base}/questions`,
  ...staffOnly,
  summary: 'Questions',
  params: restaurantParams,
  responses: { 200: envelopeOf(questionsListSchema) },
});

export const addQuestion = defineEndpoint({
  method: 'POST',
  path: `${base}/questions`,
  ...staffOnly,
  summary: 'Ajouter une question',
  params: restaurantParams,
  body: questionSchema,
  responses: { 201: envelopeOf(z.object({ id: z.number().int() })) },
});

export const orderQuestions = defineEndpoint({
  method: 'PUT',
  path: `${base}/questions/order`,
  ...staffOnly,
  summary: 'Ordre des questions',
  params: restaurantParams,
  body: orderSchema,
  responses: messageOnly,
});

export const saveQuestion = defineEndpoint({
  method: 'PUT',
  path: `${base}/questions/:id`,
  ...staffOnly,
  summary: 'Modifier une question',
  params: idParams,
  body: questionSchema,
  responses: messageOnly,
});

export const removeQuestion = defineEndpoint({
  method: 'DELETE',
  path: `${base}/questions/:id`,
  ...staffOnly,
  summary: 'Supprimer une question',
  params: idParams,
  responses: messageOnly,
});
