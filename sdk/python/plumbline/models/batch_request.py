from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.batch_request_items_item import BatchRequestItemsItem





T = TypeVar("T", bound="BatchRequest")



@_attrs_define
class BatchRequest:
    """ Up to 100 calculator calls. Each item names its calculator by operation_id or by path (one of them).

        Attributes:
            items (list[BatchRequestItemsItem]):
     """

    items: list[BatchRequestItemsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_request_items_item import BatchRequestItemsItem
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "items": items,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_request_items_item import BatchRequestItemsItem
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = BatchRequestItemsItem.from_dict(items_item_data)



            items.append(items_item)


        batch_request = cls(
            items=items,
        )

        return batch_request

