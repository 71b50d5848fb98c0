import { useQuery } from '@tanstack/react-query';
import { formatTime } from '../../../engine';
import { deliveriesKey, fetchFailingDeliveries } from '../api/applications';

/**
 * Submissions the office's webhook has not accepted yet (admins only): shown only when there
 * are some, with the last error and the attempts so far.
 */
export function FailingDeliveries() {
  const deliveries = useQuery({ queryKey: deliveriesKey, queryFn: fetchFailingDeliveries });
  const items = deliveries.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="failing-deliveries" className="staff-deliveries">
      <h2 id="failing-deliveries">Submissions not yet delivered to the office&rsquo;s system</h2>
      <table className="staff-table" data-testid="staff-failing-deliveries">
        <caption>Webhook deliveries still being retried</caption>
        <thead>
          <tr>
            <th scope="col">Applicant</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">Last attempt</th>
            <th scope="col">Next attempt</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.username}</td>
              <td>{item.attempts}</td>
              <td>{item.last_error}</td>
              <td>{item.last_attempt_at ? formatTime(item.last_attempt_at) : ''}</td>
              <td>{item.next_attempt_at ? formatTime(item.next_attempt_at) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
