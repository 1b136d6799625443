import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { isLoopbackAddress, type PublicAddress } from '../../shared/chain-settings';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

export type AddressInputs = {
  /** PUBLIC_URL, when set. */
  envUrl: string | undefined;
  /** The office's setting (Admin → Chain settings), when set. */
  setting: string | null | undefined;
  host: string;
  port: number;
  /** os.networkInterfaces(); a parameter so tests name the machine's interfaces. */
  interfaces?: Interfaces;
};

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The machine's first LAN IPv4 address: not loopback, not a link-local address nobody routes to. */
export function lanIPv4(interfaces: Interfaces): string | null {
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      const v4 = info.family === 'IPv4' || (info.family as unknown) === 4;
      if (v4 && !info.internal && !info.address.startsWith('169.254.')) return info.address;
    }
  }
  return null;
}

const hostPart = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Where every link sent out (e-mail, SMS, status page, QR code, unsubscribe) points, first found
 * wins (decision 031): PUBLIC_URL; the office's setting; on a server listening on every interface
 * (HOST=0.0.0.0 or ::), this machine's LAN address; else the address it listens on.
 */
export function resolvePublicAddress(inputs: AddressInputs): PublicAddress {
  const found = ((): Pick<PublicAddress, 'url' | 'source'> => {
    if (inputs.envUrl) return { url: inputs.envUrl, source: 'env' };
    if (inputs.setting) return { url: inputs.setting, source: 'setting' };
    if (WILDCARD_HOSTS.has(inputs.host)) {
      const lan = lanIPv4(inputs.interfaces ?? networkInterfaces());
      if (lan) return { url: `http://${lan}:${inputs.port}`, source: 'lan' };
      return { url: `http://127.0.0.1:${inputs.port}`, source: 'host' };
    }
    return { url: `http://${hostPart(inputs.host)}:${inputs.port}`, source: 'host' };
  })();
  const url = found.url.replace(/\/+$/, '');
  return { url, source: found.source, pointsAtLoopback: isLoopbackAddress(url) };
}
