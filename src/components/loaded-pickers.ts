// Mantine's Select and MultiSelect, their dropdowns (Combobox, Popover) and floating-ui: fetched by
// pickers-on-use.tsx when the operator first reaches a picker, not with the page.
export { MultiSelect, Select } from '@mantine/core';
