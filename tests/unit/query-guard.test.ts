import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { isImpossibleId, unqueryablePaths, valueKind } from '@/cms/queryGuard'

// The shapes Payload gives a collection's flattenedFields (only what the guard reads).
const fields = [
  { name: 'title', type: 'text' },
  { name: 'order', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'category', type: 'relationship', relationTo: 'product-categories' },
  { name: 'either', type: 'relationship', relationTo: ['news', 'products'] },
  { name: 'picture', type: 'upload', relationTo: 'media' },
  { name: 'venue', type: 'group', flattenedFields: [{ name: 'openedAt', type: 'date' }] },
] as unknown as FlattenedField[]

describe('REST queries the database cannot take are refused before it (400, not 500)', () => {
  it('knows which paths take numbers and dates', () => {
    expect(valueKind('id', fields)).toBe('number')
    expect(valueKind('category', fields)).toBe('number')
    expect(valueKind('category.id', fields)).toBe('number')
    expect(valueKind('picture', fields)).toBe('number')
    expect(valueKind('order', fields)).toBe('number')
    expect(valueKind('createdAt', fields)).toBe('date')
    expect(valueKind('venue.openedAt', fields)).toBe('date')
    expect(valueKind('category.title', fields)).toBe('free')
    expect(valueKind('title', fields)).toBe('free')
    expect(valueKind('nope', fields)).toBe('free')
  })

  it('lets through what the admin and the site send', () => {
    const good = {
      or: [{ title: { like: 'abc' } }, { id: { equals: '12' } }],
      and: [{ category: { in: '1,2,3' } }, { createdAt: { greater_than: '2024-01-01T00:00:00.000Z' } }, { picture: { exists: 'abc' } }],
      order: { less_than_equal: 5 },
      'venue.openedAt': { equals: new Date() },
      either: { equals: '3' },
      'category.id': { not_in: [1, 2] },
    }
    expect(unqueryablePaths(good, fields)).toEqual([])
    expect(unqueryablePaths({ category: { equals: 'null' }, createdAt: { not_equals: null } }, fields)).toEqual([])
    expect(unqueryablePaths(undefined, fields)).toEqual([])
  })

  it('names the operators the SQL adapters lack and the values that cannot be cast', () => {
    expect(unqueryablePaths({ title: { near: '1,2' } }, fields)).toEqual(['title.near'])
    for (const operator of ['all', 'within', 'intersects']) expect(unqueryablePaths({ title: { [operator]: 'x' } }, fields)).toEqual([`title.${operator}`])
    expect(unqueryablePaths({ id: { equals: '1e999' } }, fields)).toEqual(['id.equals'])
    expect(unqueryablePaths({ id: { in: '1,,2' } }, fields)).toEqual(['id.in'])
    expect(unqueryablePaths({ category: { in: 'a,b' } }, fields)).toEqual(['category.in'])
    expect(unqueryablePaths({ 'category.id': { equals: 'abc' } }, fields)).toEqual(['category.id.equals'])
    expect(unqueryablePaths({ createdAt: { equals: 'abc' } }, fields)).toEqual(['createdAt.equals'])
    expect(unqueryablePaths({ createdAt: { like: '' } }, fields)).toEqual(['createdAt.like'])
    expect(unqueryablePaths({ or: [{ and: [{ order: { greater_than: 'x' } }] }] }, fields)).toEqual(['order.greater_than'])
    // A text match on a date or a number, a list where one value goes.
    expect(unqueryablePaths({ createdAt: { like: '2024' }, id: { not_like: '1' }, 'venue.openedAt': { contains: '2024-01-01' } }, fields)).toEqual([
      'createdAt.like',
      'id.not_like',
      'venue.openedAt.contains',
    ])
    expect(unqueryablePaths({ title: { greater_than: ['a', 'b'] }, createdAt: { not_like: ['0'] } }, fields)).toEqual(['title.greater_than', 'createdAt.not_like'])
    expect(unqueryablePaths({ category: { contains: '3' }, title: { contains: 'x' }, id: { in: ['1', '2'] } }, fields)).toEqual([])
  })

  it('refuses an object where the database wants a value, but a relation to several collections may take one', () => {
    expect(unqueryablePaths({ title: { equals: { $ne: '1' } } }, fields)).toEqual(['title.equals'])
    expect(unqueryablePaths({ id: { in: [{ $gt: 1 }] } }, fields)).toEqual(['id.in'])
    expect(unqueryablePaths({ title: { exists: { $ne: '1' } } }, fields)).toEqual(['title.exists'])
    expect(unqueryablePaths({ either: { equals: { relationTo: 'news', value: '3' } } }, fields)).toEqual([])
    expect(unqueryablePaths({ either: { equals: { relationTo: 'news', value: 'abc' } } }, fields)).toEqual(['either.equals'])
    expect(unqueryablePaths({ either: { equals: { $ne: 'x' } } }, fields)).toEqual(['either.equals'])
    expect(unqueryablePaths({ either: { in: 'a' } }, fields)).toEqual(['either.in'])
    expect(valueKind('either', fields)).toBe('polymorphic')
  })

  it('reads the paths of versions through their group (version.createdAt, parent)', () => {
    const versions = [
      { name: 'parent', type: 'relationship', relationTo: 'products' },
      { name: 'version', type: 'group', flattenedFields: fields },
      { name: 'createdAt', type: 'date' },
      { name: 'latest', type: 'checkbox' },
    ] as unknown as FlattenedField[]
    expect(unqueryablePaths({ 'version.createdAt': { greater_than: 'notadate' } }, versions)).toEqual(['version.createdAt.greater_than'])
    expect(unqueryablePaths({ parent: { in: 'a,b' } }, versions)).toEqual(['parent.in'])
    expect(unqueryablePaths({ parent: { equals: '3' }, latest: { equals: 'true' }, 'version.title': { like: 'x' } }, versions)).toEqual([])
  })

  it('treats an id in the address that is no row number as impossible', () => {
    for (const id of ['abc', '1e999', '中', '1.5', '-1', '', '99999999999999999']) expect(isImpossibleId(id, 'number'), id).toBe(true)
    for (const id of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, 0]) expect(isImpossibleId(id, 'number'), String(id)).toBe(true)
    for (const id of ['1', '42', 7, undefined]) expect(isImpossibleId(id, 'number')).toBe(false)
    expect(isImpossibleId('abc', 'text')).toBe(false)
  })
})
