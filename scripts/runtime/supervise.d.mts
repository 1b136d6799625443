export function supervise(options: {
  node: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  name?: string;
}): Promise<number>;
