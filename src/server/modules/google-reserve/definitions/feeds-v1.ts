import { z } from 'zod';

// The JSON feeds of Reserve with Google (Actions Center, Reservations End-to-End), as this server
// writes them and the tests read them back.
//   Source: https://developers.google.com/actions-center/verticals/reservations/e2e/reference/feeds/merchants-feed,
//   …/services-feed and …/availability-feed (feed spec v1: snake_case field names, one JSON
//   document per file, a `metadata` block; PROCESS_AS_COMPLETE replaces everything Google holds).

const feedMetadata = z.strictObject({
  processing_instruction: z.enum(['PROCESS_AS_COMPLETE', 'PROCESS_AS_INCREMENTAL']),
  shard_number: z.number().int().min(0),
  total_shards: z.number().int().min(1),
  nonce: z.string().min(1),
  generation_timestamp: z.number().int().positive(),
});

export const merchantFeed = z.strictObject({
  metadata: feedMetadata,
  merchant: z.array(
    z.strictObject({
      merchant_id: z.string().min(1),
      name: z.string().min(1),
      telephone: z.string().optional(),
      url: z.string().optional(),
      category: z.literal('restaurant'),
      geo: z.strictObject({ unstructured_address: z.string().min(1) }),
    }),
  ),
});

export const serviceFeed = z.strictObject({
  metadata: feedMetadata,
  service: z.array(
    z.strictObject({
      merchant_id: z.string().min(1),
      service_id: z.enum(['lunch', 'dinner']),
      name: z.string().min(1),
      description: z.string().optional(),
      // Reservations: the party size is asked, and one booking holds one table.
      rules: z.strictObject({ min_advance_booking: z.number().int().min(0) }).optional(),
    }),
  ),
});

export const availabilityFeed = z.strictObject({
  metadata: feedMetadata,
  service_availability: z.array(
    z.strictObject({
      availability: z.array(
        z.strictObject({
          merchant_id: z.string().min(1),
          service_id: z.enum(['lunch', 'dinner']),
          start_sec: z.number().int().positive(),
          duration_sec: z.number().int().positive(),
          spots_total: z.number().int().min(1),
          spots_open: z.number().int().min(0),
          resources: z.strictObject({ party_size: z.number().int().min(1) }),
        }),
      ),
    }),
  ),
});
