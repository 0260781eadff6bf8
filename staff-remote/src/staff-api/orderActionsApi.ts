import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipOrderRequest, StaffRefundRequest } from 'contracts/src/staff/orderActions';
import { ORDER_ACTIONS, type OfferedOrderActionCode } from 'contracts/src/staff/orderActions';
import type { StaffOrderDetail } from 'contracts/src/staff/staffOrders';
import { apiClient, toast } from 'shared-ui';
import { STAFF_API, STAFF_ORDER_LISTS_KEY, staffOrderQuery } from './staffApi';

/** An action as the desk asks for it: the ones with a form send its values. */
export type OrderActionRequest =
  | { action: 'order.mark_printing' | 'order.mark_delivered' | 'order.resend_download_mail' }
  | { action: 'order.mark_shipped'; body: ShipOrderRequest }
  | { action: 'order.refund'; body: StaffRefundRequest };

function pathOf(action: OfferedOrderActionCode): string {
  const known = ORDER_ACTIONS.find((candidate) => candidate.code === action);
  if (!known) throw new Error(`no path for ${action}`);
  return known.path;
}

/** POST /api/staff/orders/:id/<action>: the order's page as it now is, and what happened in the API's words. */
export async function runOrderAction(orderId: string, request: OrderActionRequest) {
  const url = `${STAFF_API}orders/${encodeURIComponent(orderId)}/${pathOf(request.action)}`;
  return apiClient.post<StaffOrderDetail>(url, 'body' in request ? request.body : undefined);
}

/**
 * Runs the desk's actions on one order: the answer replaces the order's page (its audit log holds the new entry) and
 * makes the list stale; the API's message is shown as a toast, success or refusal alike.
 */
export function useOrderAction(orderId: string, { onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderActionRequest) => runOrderAction(orderId, request),
    onSuccess: async (answer) => {
      const { queryKey } = staffOrderQuery(orderId);
      queryClient.setQueryData(queryKey, answer.data);
      toast.success(answer.message);
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: STAFF_ORDER_LISTS_KEY }),
      ]);
    },
    onError: async (error) => {
      toast.error(error.message);
      onDone?.();
      // Refused (409) because someone else moved the order first: show the order as it now is.
      await queryClient.invalidateQueries({ queryKey: staffOrderQuery(orderId).queryKey });
    },
  });
}
