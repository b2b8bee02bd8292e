import { FloorContent } from '../FloorContent'

/** The floor page (see ../layout.tsx); its address is `floorPath` of src/rules/routes.ts. */
export default function FloorPage() {
  return <FloorContent />
}
