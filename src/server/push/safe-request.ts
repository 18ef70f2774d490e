import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { endpointProblem, isPublicAddress } from './endpoint-policy';

export class RefusedEndpointError extends Error {}

/**
 * Resolves the host itself and hands the socket only an address it has checked, so a name that resolves
 * (or is re-bound between check and connect) to a private address is never connected to.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    // One private answer is enough to refuse: a host that mixes them is not a push service.
    const allowed = addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address));
    if (!allowed) return callback(new RefusedEndpointError(`${hostname} resolves to a non-public address`), '', 0);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export type OutgoingRequest = { method: string; headers: Record<string, string>; body?: Buffer; timeoutMs: number };

/**
 * POSTs to a push endpoint over https, to a public address only, without following redirects (a
 * redirect could point anywhere). Answers the status code; the response body is not read.
 */
export function safeRequest(endpoint: string, outgoing: OutgoingRequest): Promise<number> {
  const problem = endpointProblem(endpoint);
  if (problem) return Promise.reject(new RefusedEndpointError(`push endpoint refused: ${problem}`));
  return new Promise((resolve, reject) => {
    const req = request(endpoint, { method: outgoing.method, headers: outgoing.headers, lookup: publicOnlyLookup, timeout: outgoing.timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('push service did not answer in time')));
    req.on('error', reject);
    req.end(outgoing.body);
  });
}
