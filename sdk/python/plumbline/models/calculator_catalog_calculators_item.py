from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_catalog_calculators_item_inputs_item import CalculatorCatalogCalculatorsItemInputsItem





T = TypeVar("T", bound="CalculatorCatalogCalculatorsItem")



@_attrs_define
class CalculatorCatalogCalculatorsItem:
    """ 
        Attributes:
            category (str):
            code_reference (str):
            code_references (list[str]):
            inputs (list[CalculatorCatalogCalculatorsItemInputsItem]):
            kind (str):
            method (str):
            operation_id (str):
            path (str):
            summary (str):
            title (str):
     """

    category: str
    code_reference: str
    code_references: list[str]
    inputs: list[CalculatorCatalogCalculatorsItemInputsItem]
    kind: str
    method: str
    operation_id: str
    path: str
    summary: str
    title: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_catalog_calculators_item_inputs_item import CalculatorCatalogCalculatorsItemInputsItem
        category = self.category

        code_reference = self.code_reference

        code_references = self.code_references



        inputs = []
        for inputs_item_data in self.inputs:
            inputs_item = inputs_item_data.to_dict()
            inputs.append(inputs_item)



        kind = self.kind

        method = self.method

        operation_id = self.operation_id

        path = self.path

        summary = self.summary

        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "category": category,
            "code_reference": code_reference,
            "code_references": code_references,
            "inputs": inputs,
            "kind": kind,
            "method": method,
            "operation_id": operation_id,
            "path": path,
            "summary": summary,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_catalog_calculators_item_inputs_item import CalculatorCatalogCalculatorsItemInputsItem
        d = dict(src_dict)
        category = d.pop("category")

        code_reference = d.pop("code_reference")

        code_references = cast(list[str], d.pop("code_references"))


        inputs = []
        _inputs = d.pop("inputs")
        for inputs_item_data in (_inputs):
            inputs_item = CalculatorCatalogCalculatorsItemInputsItem.from_dict(inputs_item_data)



            inputs.append(inputs_item)


        kind = d.pop("kind")

        method = d.pop("method")

        operation_id = d.pop("operation_id")

        path = d.pop("path")

        summary = d.pop("summary")

        title = d.pop("title")

        calculator_catalog_calculators_item = cls(
            category=category,
            code_reference=code_reference,
            code_references=code_references,
            inputs=inputs,
            kind=kind,
            method=method,
            operation_id=operation_id,
            path=path,
            summary=summary,
            title=title,
        )


        calculator_catalog_calculators_item.additional_properties = d
        return calculator_catalog_calculators_item

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
