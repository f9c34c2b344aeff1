import type { ChildProcess } from 'node:child_process';

export type TClusterNode = {
  index: number;
  port: number;
  url: string;
  child: ChildProcess | undefined;
  down: boolean;
  /** With nodeOutput 'capture': the node's last output lines (all its runs). */
  output: string[];
};
export type TNodeExit = { code: number | null; signal: NodeJS.Signals | null };
export type TCluster = {
  url: string;
  nodes: TClusterNode[];
  restartNode(index: number): Promise<TNodeExit>;
  rollingRestart(): Promise<TNodeExit[]>;
  kill(index: number, signal?: NodeJS.Signals): Promise<TNodeExit>;
  start(index: number): Promise<void>;
  stop(): Promise<void>;
};

export function ensureNginx(log?: (line: string) => void): string;
export function ensureDatabase(url: string): Promise<void>;
export function startCluster(options: {
  root: string;
  nodes?: number;
  listenPort?: number;
  firstNodePort?: number;
  nodePorts?: number[];
  databaseUrl: string;
  redisUrl: string;
  workDir: string;
  env?: Record<string, string>;
  seed?: boolean;
  log?: (line: string) => void;
  /** 'capture' keeps each node's last 200 lines in `output`. */
  nodeOutput?: 'ignore' | 'inherit' | 'capture';
}): Promise<TCluster>;
