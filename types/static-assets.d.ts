// The types Next gives imported images (`import thumb from './x.svg'`), declared here as well because
// next-env.d.ts is written by `next build`, and the type check runs before any build in a fresh clone.
/// <reference types="next/image-types/global" />
