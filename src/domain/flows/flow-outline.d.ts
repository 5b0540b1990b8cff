/** A flow module's outline, served by the build (src/boot/flow-outline-plugin.ts). */
declare module '*-flow?outline' {
  // A wildcard module can only be declared in a script, where an import type is the only way in.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const OUTLINE: import('./flow').FlowOutline;
}
