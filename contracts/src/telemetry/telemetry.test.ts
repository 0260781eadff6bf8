import { ROUTE_TABLE } from '../routing/routeTable';
import { NOT_FOUND_ROUTE, TELEMETRY_ROUTES, pageSourceOf } from './telemetry';

describe('the routes a telemetry report may name', () => {
  it('are the route table’s patterns, each once, and the not-found page', () => {
    expect(TELEMETRY_ROUTES).toContain('/property/:id');
    expect(TELEMETRY_ROUTES).toContain(NOT_FOUND_ROUTE);
    expect(new Set(TELEMETRY_ROUTES).size).toBe(TELEMETRY_ROUTES.length);
    expect(TELEMETRY_ROUTES.length).toBe(new Set(ROUTE_TABLE.map((route) => route.path)).size + 1);
  });

  it('each belong to the remote that renders them, the not-found page to the shell', () => {
    expect(pageSourceOf('/property/:id')).toBe('catalog');
    expect(pageSourceOf('/staff/orders')).toBe('staff');
    expect(pageSourceOf(NOT_FOUND_ROUTE)).toBe('shell');
  });
});
