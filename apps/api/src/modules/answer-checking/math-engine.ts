import { createRequire } from 'node:module';
import type * as ComputeEngineModule from '@cortex-js/compute-engine';

type TComputeEngineLibrary = typeof ComputeEngineModule;

const requireFromHere = createRequire(import.meta.url);
let library: TComputeEngineLibrary | undefined;
let sharedEngine: ComputeEngineModule.ComputeEngine | undefined;

/**
 * The Compute Engine library, loaded by the first answer a node checks rather than when it starts: it costs
 * about 360 ms and 20 MB of a node's heap, and a node that only serves pages never needs it. Loaded through its
 * CommonJS build because the checks that use it are synchronous; every part of the server goes through here,
 * so there is one copy of it.
 */
export function computeEngineLibrary(): TComputeEngineLibrary {
  library ??= requireFromHere('@cortex-js/compute-engine') as TComputeEngineLibrary;
  return library;
}

/** One engine for the process; every check runs in its own scope, so nothing a check declares outlives it. */
export function mathEngine(): ComputeEngineModule.ComputeEngine {
  sharedEngine ??= new (computeEngineLibrary().ComputeEngine)();
  return sharedEngine;
}
