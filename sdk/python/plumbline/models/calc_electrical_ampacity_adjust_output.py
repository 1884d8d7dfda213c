from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalAmpacityAdjustOutput")



@_attrs_define
class CalcElectricalAmpacityAdjustOutput:
    """ The results of calc_electrical_ampacity_adjust and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            adjusted_ampacity_a (float): base_ampacity_a x correction_factor x adjustment_factor, amperes.
            adjustment_factor (float): Table 310.15(C)(1) adjustment factor for the current-carrying conductors (1 for three
                or fewer).
            base_ampacity_a (float): Table 310.16 ampacity in the insulation column, amperes.
            code_reference (str): The allowable ampacity table the factors of 310.15(B) and (C) are applied to.
            correction_factor (float): Table 310.15(B)(1)(1) ambient correction factor.
            limited_by (str): adjusted or terminal: which figure usable_ampacity_a is.
            terminal_ampacity_a (float): Table 310.16 ampacity in the lower of the insulation and terminal columns, amperes
                (110.14(C)).
            usable_ampacity_a (float): The lower of adjusted_ampacity_a and terminal_ampacity_a: what the conductor may
                carry, amperes.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    adjusted_ampacity_a: float
    adjustment_factor: float
    base_ampacity_a: float
    code_reference: str
    correction_factor: float
    limited_by: str
    terminal_ampacity_a: float
    usable_ampacity_a: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        adjusted_ampacity_a = self.adjusted_ampacity_a

        adjustment_factor = self.adjustment_factor

        base_ampacity_a = self.base_ampacity_a

        code_reference = self.code_reference

        correction_factor = self.correction_factor

        limited_by = self.limited_by

        terminal_ampacity_a = self.terminal_ampacity_a

        usable_ampacity_a = self.usable_ampacity_a

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "adjusted_ampacity_a": adjusted_ampacity_a,
            "adjustment_factor": adjustment_factor,
            "base_ampacity_a": base_ampacity_a,
            "code_reference": code_reference,
            "correction_factor": correction_factor,
            "limited_by": limited_by,
            "terminal_ampacity_a": terminal_ampacity_a,
            "usable_ampacity_a": usable_ampacity_a,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        adjusted_ampacity_a = d.pop("adjusted_ampacity_a")

        adjustment_factor = d.pop("adjustment_factor")

        base_ampacity_a = d.pop("base_ampacity_a")

        code_reference = d.pop("code_reference")

        correction_factor = d.pop("correction_factor")

        limited_by = d.pop("limited_by")

        terminal_ampacity_a = d.pop("terminal_ampacity_a")

        usable_ampacity_a = d.pop("usable_ampacity_a")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_ampacity_adjust_output = cls(
            adjusted_ampacity_a=adjusted_ampacity_a,
            adjustment_factor=adjustment_factor,
            base_ampacity_a=base_ampacity_a,
            code_reference=code_reference,
            correction_factor=correction_factor,
            limited_by=limited_by,
            terminal_ampacity_a=terminal_ampacity_a,
            usable_ampacity_a=usable_ampacity_a,
            schemas=schemas,
        )


        calc_electrical_ampacity_adjust_output.additional_properties = d
        return calc_electrical_ampacity_adjust_output

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
