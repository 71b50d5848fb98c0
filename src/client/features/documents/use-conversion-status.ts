import { useQuery } from '@tanstack/react-query';
import { getConversion } from './api';
import { conversionInterval } from './polling';
import { conversionKey } from './query-keys';

/** A question's conversion status under 'doc-conversion', polled every 2000 ms while it runs. */
export function useConversionStatus(answerKey: string, enabled = true) {
  return useQuery({
    queryKey: conversionKey(answerKey),
    queryFn: () => getConversion(answerKey),
    enabled,
    refetchInterval: (query) => conversionInterval(query.state.data?.status),
  });
}
