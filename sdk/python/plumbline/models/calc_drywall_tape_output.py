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





T = TypeVar("T", bound="CalcDrywallTapeOutput")



@_attrs_define
class CalcDrywallTapeOutput:
    """ The results of calc_drywall_tape and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The standard for finishing gypsum board (joints reinforced with tape).
            roll_length_ft (float): Roll length used, feet.
            rolls (int): Rolls to buy: ceil(tape / roll length).
            tape_ft (float): Tape needed: area / 1000 x coverage x (1 + waste), feet.
            tape_ft_per_1000_sqft (float): Coverage applied, feet of tape per 1,000 ft² of board.
            waste_pct_applied (float): Allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    roll_length_ft: float
    rolls: int
    tape_ft: float
    tape_ft_per_1000_sqft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        roll_length_ft = self.roll_length_ft

        rolls = self.rolls

        tape_ft = self.tape_ft

        tape_ft_per_1000_sqft = self.tape_ft_per_1000_sqft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "roll_length_ft": roll_length_ft,
            "rolls": rolls,
            "tape_ft": tape_ft,
            "tape_ft_per_1000_sqft": tape_ft_per_1000_sqft,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        roll_length_ft = d.pop("roll_length_ft")

        rolls = d.pop("rolls")

        tape_ft = d.pop("tape_ft")

        tape_ft_per_1000_sqft = d.pop("tape_ft_per_1000_sqft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_drywall_tape_output = cls(
            code_reference=code_reference,
            roll_length_ft=roll_length_ft,
            rolls=rolls,
            tape_ft=tape_ft,
            tape_ft_per_1000_sqft=tape_ft_per_1000_sqft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_drywall_tape_output.additional_properties = d
        return calc_drywall_tape_output

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
