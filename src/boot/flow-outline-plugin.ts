import { runnerImport, type Plugin } from 'vite';
import { flowOutline, type Flow } from '../domain/flows/flow.ts';

/** The query that asks for a flow module's outline instead of the module. */
const OUTLINE_QUERY = '?outline';

/**
 * Serves `import { OUTLINE } from '<flow module>?outline'`: the flow's outline (flowOutline),
 * computed at build time by running the flow module itself, so the route table's entry chunk
 * carries the outlines only while the flow modules load with their areas' screens, and an
 * outline cannot drift from its flow. The module's flow is its one export named `*_FLOW`.
 */
export function flowOutlines(): Plugin {
  return {
    name: 'charter-flow-outlines',
    async load(id) {
      if (!id.endsWith(OUTLINE_QUERY)) return null;
      const file = id.slice(0, -OUTLINE_QUERY.length);
      this.addWatchFile(file);
      const { module } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        logLevel: 'error',
      });
      const flows = Object.entries(module).filter(([name]) => name.endsWith('_FLOW'));
      if (flows.length !== 1) {
        throw new Error(`${file} must export one *_FLOW for its outline`);
      }
      return `export const OUTLINE = ${JSON.stringify(flowOutline(flows[0]![1] as Flow))};`;
    },
  };
}
