import { NavLink } from 'react-router-dom';
import { useIsStaff } from './staffDeskAccess';

/** The header's way to the staff desk, for staff only; shoppers and visitors never see it. */
export function StaffDeskLink({ className }: { className?: string }) {
  return useIsStaff() ? (
    <NavLink to="/staff/orders" className={className}>
      Staff desk
    </NavLink>
  ) : null;
}
