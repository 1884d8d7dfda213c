from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_request_items_item_input import BatchRequestItemsItemInput





T = TypeVar("T", bound="BatchRequestItemsItem")



@_attrs_define
class BatchRequestItemsItem:
    """ 
        Attributes:
            id (str): Names the item in the answer; distinct within the batch.
            input_ (BatchRequestItemsItemInput): The calculator's input, exactly the body of its own call.
            operation_id (str | Unset): The calculator's operation id (= MCP tool name), e.g. calc_concrete_yards.
            path (str | Unset): The calculator's path, e.g. /v1/calc/concrete/yards (instead of operation_id).
     """

    id: str
    input_: BatchRequestItemsItemInput
    operation_id: str | Unset = UNSET
    path: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_request_items_item_input import BatchRequestItemsItemInput
        id = self.id

        input_ = self.input_.to_dict()

        operation_id = self.operation_id

        path = self.path


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "input": input_,
        })
        if operation_id is not UNSET:
            field_dict["operation_id"] = operation_id
        if path is not UNSET:
            field_dict["path"] = path

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_request_items_item_input import BatchRequestItemsItemInput
        d = dict(src_dict)
        id = d.pop("id")

        input_ = BatchRequestItemsItemInput.from_dict(d.pop("input"))




        operation_id = d.pop("operation_id", UNSET)

        path = d.pop("path", UNSET)

        batch_request_items_item = cls(
            id=id,
            input_=input_,
            operation_id=operation_id,
            path=path,
        )

        return batch_request_items_item

