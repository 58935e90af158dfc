// The app shell: sidebar, bottom bar, headers and the widget column. The shell is a route element the
// app imports directly; the hub reuses the contact card.
export { ContactUsCard } from './components/widget-column';
