from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.product_comparison_fields_item_all_of_2_values import ProductComparisonFieldsItemAllOf2Values





T = TypeVar("T", bound="ProductComparisonFieldsItemAllOf2")



@_attrs_define
class ProductComparisonFieldsItemAllOf2:
    """ 
        Attributes:
            best (list[str]): For numbers with a direction, the ids holding the best value (empty when fewer than two have
                one).
            values (ProductComparisonFieldsItemAllOf2Values): product_id → value (null when the record lacks the field).
     """

    best: list[str]
    values: ProductComparisonFieldsItemAllOf2Values
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_comparison_fields_item_all_of_2_values import ProductComparisonFieldsItemAllOf2Values
        best = self.best



        values = self.values.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "best": best,
            "values": values,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_comparison_fields_item_all_of_2_values import ProductComparisonFieldsItemAllOf2Values
        d = dict(src_dict)
        best = cast(list[str], d.pop("best"))


        values = ProductComparisonFieldsItemAllOf2Values.from_dict(d.pop("values"))




        product_comparison_fields_item_all_of_2 = cls(
            best=best,
            values=values,
        )


        product_comparison_fields_item_all_of_2.additional_properties = d
        return product_comparison_fields_item_all_of_2

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
