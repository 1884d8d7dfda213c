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





T = TypeVar("T", bound="CalcMasonryBlockOutput")



@_attrs_define
class CalcMasonryBlockOutput:
    """ The results of calc_masonry_block and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            blocks (int): Blocks to buy: blocks_net plus waste, rounded up.
            blocks_net (float): net_area_sqft x blocks_per_sqft, before waste.
            blocks_per_sqft (float): Units per ft² of wall: 144 / (16 x 8) for the 8x16 in nominal face (a 15-5/8 x 7-5/8 in
                unit and 3/8 in joints).
            code_reference (str): The masonry standard the units and joints follow.
            gross_area_sqft (float): Wall length x height, ft².
            net_area_sqft (float): Wall area to lay, ft².
            openings_area_sqft (float): Area of the openings deducted (at most the gross wall area), ft².
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    blocks: int
    blocks_net: float
    blocks_per_sqft: float
    code_reference: str
    gross_area_sqft: float
    net_area_sqft: float
    openings_area_sqft: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        blocks = self.blocks

        blocks_net = self.blocks_net

        blocks_per_sqft = self.blocks_per_sqft

        code_reference = self.code_reference

        gross_area_sqft = self.gross_area_sqft

        net_area_sqft = self.net_area_sqft

        openings_area_sqft = self.openings_area_sqft

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "blocks": blocks,
            "blocks_net": blocks_net,
            "blocks_per_sqft": blocks_per_sqft,
            "code_reference": code_reference,
            "gross_area_sqft": gross_area_sqft,
            "net_area_sqft": net_area_sqft,
            "openings_area_sqft": openings_area_sqft,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        blocks = d.pop("blocks")

        blocks_net = d.pop("blocks_net")

        blocks_per_sqft = d.pop("blocks_per_sqft")

        code_reference = d.pop("code_reference")

        gross_area_sqft = d.pop("gross_area_sqft")

        net_area_sqft = d.pop("net_area_sqft")

        openings_area_sqft = d.pop("openings_area_sqft")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_masonry_block_output = cls(
            blocks=blocks,
            blocks_net=blocks_net,
            blocks_per_sqft=blocks_per_sqft,
            code_reference=code_reference,
            gross_area_sqft=gross_area_sqft,
            net_area_sqft=net_area_sqft,
            openings_area_sqft=openings_area_sqft,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_masonry_block_output.additional_properties = d
        return calc_masonry_block_output

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
