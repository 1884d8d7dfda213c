from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="CalcElectricalVoltageDropAcOutputChecksItem")



@_attrs_define
class CalcElectricalVoltageDropAcOutputChecksItem:
    """ 
        Attributes:
            code_reference (str): The section that sets the limit.
            comparison (str): How value must compare with limit: "<=" or ">=".
            limit (float): The limit value was checked against.
            message (str): The verdict in words.
            name (str): What was checked.
            pass_ (bool): True when value satisfies the limit.
            unit (str): Unit of value and limit.
            value (float): The computed value.
     """

    code_reference: str
    comparison: str
    limit: float
    message: str
    name: str
    pass_: bool
    unit: str
    value: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code_reference = self.code_reference

        comparison = self.comparison

        limit = self.limit

        message = self.message

        name = self.name

        pass_ = self.pass_

        unit = self.unit

        value = self.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "comparison": comparison,
            "limit": limit,
            "message": message,
            "name": name,
            "pass": pass_,
            "unit": unit,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        comparison = d.pop("comparison")

        limit = d.pop("limit")

        message = d.pop("message")

        name = d.pop("name")

        pass_ = d.pop("pass")

        unit = d.pop("unit")

        value = d.pop("value")

        calc_electrical_voltage_drop_ac_output_checks_item = cls(
            code_reference=code_reference,
            comparison=comparison,
            limit=limit,
            message=message,
            name=name,
            pass_=pass_,
            unit=unit,
            value=value,
        )


        calc_electrical_voltage_drop_ac_output_checks_item.additional_properties = d
        return calc_electrical_voltage_drop_ac_output_checks_item

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
