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





T = TypeVar("T", bound="CalcInsulationSprayFoamOutput")



@_attrs_define
class CalcInsulationSprayFoamOutput:
    """ The results of calc_insulation_spray_foam and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            board_feet (float): Area × thickness × (1 + waste), board feet.
            code_reference (str): Where the yield and R per inch come from.
            r_per_inch_applied (float): R-value per inch applied.
            r_per_inch_source (str): "caller" or the default's source.
            sets (int): Kits or sets to buy: board feet / yield, rounded up.
            thickness_in (float): Foam thickness for the target R: target R / R per inch, inches.
            waste_pct_applied (float): Waste allowance applied, percent.
            yield_board_feet_per_set (float): Yield per kit or set applied, board feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    board_feet: float
    code_reference: str
    r_per_inch_applied: float
    r_per_inch_source: str
    sets: int
    thickness_in: float
    waste_pct_applied: float
    yield_board_feet_per_set: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        board_feet = self.board_feet

        code_reference = self.code_reference

        r_per_inch_applied = self.r_per_inch_applied

        r_per_inch_source = self.r_per_inch_source

        sets = self.sets

        thickness_in = self.thickness_in

        waste_pct_applied = self.waste_pct_applied

        yield_board_feet_per_set = self.yield_board_feet_per_set

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board_feet": board_feet,
            "code_reference": code_reference,
            "r_per_inch_applied": r_per_inch_applied,
            "r_per_inch_source": r_per_inch_source,
            "sets": sets,
            "thickness_in": thickness_in,
            "waste_pct_applied": waste_pct_applied,
            "yield_board_feet_per_set": yield_board_feet_per_set,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        board_feet = d.pop("board_feet")

        code_reference = d.pop("code_reference")

        r_per_inch_applied = d.pop("r_per_inch_applied")

        r_per_inch_source = d.pop("r_per_inch_source")

        sets = d.pop("sets")

        thickness_in = d.pop("thickness_in")

        waste_pct_applied = d.pop("waste_pct_applied")

        yield_board_feet_per_set = d.pop("yield_board_feet_per_set")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_insulation_spray_foam_output = cls(
            board_feet=board_feet,
            code_reference=code_reference,
            r_per_inch_applied=r_per_inch_applied,
            r_per_inch_source=r_per_inch_source,
            sets=sets,
            thickness_in=thickness_in,
            waste_pct_applied=waste_pct_applied,
            yield_board_feet_per_set=yield_board_feet_per_set,
            schemas=schemas,
        )


        calc_insulation_spray_foam_output.additional_properties = d
        return calc_insulation_spray_foam_output

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
