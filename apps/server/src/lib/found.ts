/** The row an async finder answers when it finds one (its result without the `undefined`). */
export type Found<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;
