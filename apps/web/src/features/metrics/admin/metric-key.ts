/** The longest key MetricKey takes. */
const keyLength = 40;

/**
 * A metric's key from its name, in lower_snake_case from a letter ('Jobs created' -> 'jobs_created',
 * 'Café revenue (€)' -> 'cafe_revenue'): what MetricKey accepts, or '' when the name has no letter to
 * start from.
 */
export const metricKeyOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, keyLength)
    .replace(/_+$/, '');
