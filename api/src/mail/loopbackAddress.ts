const IPV4_LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * Whether an address is this machine's loopback interface: 127.0.0.0/8, ::1, or a 127.x address mapped into IPv6
 * (a dual-stack socket's form). Anything else, including a spelling it does not know, is not.
 */
export function isLoopbackAddress(address: string): boolean {
  const lowered = address.toLowerCase();
  if (lowered === '::1') return true;
  const ipv4 = lowered.startsWith(IPV4_MAPPED_PREFIX) ? lowered.slice(IPV4_MAPPED_PREFIX.length) : lowered;
  return IPV4_LOOPBACK.test(ipv4);
}
