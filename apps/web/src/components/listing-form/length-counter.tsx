// The counter is the shared length limit's (components/ui): the composer and Edit show the same one.
export { LengthCounter } from '../ui/length-counter';
