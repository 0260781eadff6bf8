/** A choice of a select as it travels on the wire: a stable value and the label shoppers read. */
export interface CodeOptionLike {
  value: string;
  label: string;
}
