import { z } from 'zod';
import { isoDateText } from '../schemas/formats';
import { envelopeOf } from '../schemas/responses/envelope';
import { statisticsSchema } from '../schemas/responses/staff';
import { defineEndpoint, restaurantParams, staffOnly } from './endpoint';

const isoDate = (label: string) => isoDateText(`${label} : date invalide (AAAA-MM-JJ).`);

export const statisticsSummary = defineEndpoint({
  method: 'GET',
  path: '/staff/restaurants/:restaurantId/statistics',
  ...staffOnly,
  summary: 'Statistiques sur une période (par jour et par service)',
  params: restaurantParams,
  query: z.strictObject({ from: isoDate('Du'), to: isoDate('Au') }),
  responses: { 200: envelopeOf(statisticsSchema) },
});
