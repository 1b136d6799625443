export const SUPPORTED_NODE: string;
export const PROVIDED_NODE_MAJOR: number;
export function isSupportedNode(version: string): boolean;
export function unsupportedNodeMessage(version: string): string;
